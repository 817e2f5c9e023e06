/** Time source. Tests inject one they can move so expiry and "today" need no sleeping. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
