// Who is signed in, as the auth middleware hands it to the routes and the services.
import type { Role } from '../../shared/roles.ts';

export interface SignedInUser {
  id: number;
  username: string;
  email: string;
  role: Role;
}

/** A signed-in user with the token version their tokens must carry. */
export type SessionUser = SignedInUser & { tokenVersion: number };
