/**
 * Where the ops token lives: sessionStorage (this tab only, gone when it closes), under its own key, apart from the
 * player's session in localStorage (`token`), so a player's login and an ops login never overwrite each other.
 */
export const OPS_TOKEN_KEY = 'backoffice_ops_token';

export function readOpsToken(): string | null {
  try {
    return sessionStorage.getItem(OPS_TOKEN_KEY);
  } catch {
    return null;
  }
}

export function writeOpsToken(token: string | null): void {
  try {
    if (token) sessionStorage.setItem(OPS_TOKEN_KEY, token);
    else sessionStorage.removeItem(OPS_TOKEN_KEY);
  } catch {
    // storage blocked: the session lasts until the page is left
  }
}
