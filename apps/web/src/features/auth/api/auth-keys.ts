/** The signed-in member's query key (SPEC 3: the auth state's `userInfo`, cached under `auth/userInfo`). */
export const memberKey = ['auth', 'userInfo'] as const;
