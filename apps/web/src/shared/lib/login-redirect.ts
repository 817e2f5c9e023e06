/**
 * Sending the user to `/login` from code that knows nothing about the router (the API client's
 * 401 handling, the route error screen). The app registers the real handler at start-up: it marks
 * the member logged out (so the guard lets `/login` through) and navigates with replace.
 */
type LoginRedirect = () => void | Promise<void>;

let handler: LoginRedirect = () => {
  window.location.replace('/login');
};

export function registerLoginRedirect(next: LoginRedirect): void {
  handler = next;
}

export function redirectToLogin(): void {
  void Promise.resolve()
    .then(handler)
    .catch((error: unknown) => {
      console.error('Failed to redirect to login', error);
      window.location.replace('/login');
    });
}
