// The sign-in, the own password and the users in the OpenAPI document.
import { ERRORS, error, json, ref, roles } from './parts.ts';

export const userPaths = {
  '/admin/login': {
    post: {
      summary: 'Staff sign-in',
      requestBody: { required: true, ...json(ref('LoginRequest')) },
      responses: {
        200: { description: 'Signed in', ...json(ref('LoginResponse')) },
        400: ERRORS[400],
        401: error('Invalid email or password.'),
        429: error(
          'Too many attempts (5 per email and address in 15 min, then blocks that double; 30 per address; 100 per email per hour); see Retry-After.',
        ),
      },
    },
  },
  '/admin/logout': {
    post: {
      summary: 'Sign out everywhere: ends every token of the caller',
      description: `${roles('staff')} Bumps the caller's token version, so this and every other token of theirs answers 401 from now on.`,
      security: [{ bearer: [] }],
      responses: {
        204: { description: 'Signed out' },
        401: ERRORS[401],
      },
    },
  },
  '/api/me/password': {
    post: {
      summary: 'Change one’s own password',
      description: `${roles('staff')} The current password is required. The new one is 12 to 128 characters and not a common password. Ends every other token of the caller and answers a fresh one. Counts against the sign-in throttle.`,
      security: [{ bearer: [] }],
      requestBody: { required: true, ...json(ref('ChangePassword')) },
      responses: {
        200: { description: 'Changed; a fresh token for this session', ...json(ref('LoginResponse')) },
        400: error(
          'The current password is not correct, or the new one breaks the policy (`errors[]` says why).',
        ),
        401: ERRORS[401],
        429: error('Too many attempts; see Retry-After.'),
      },
    },
  },
  '/api/users': {
    get: {
      summary: 'List users',
      description: roles('manageUsers'),
      security: [{ bearer: [] }],
      responses: {
        200: {
          description: 'Users, never with passwords',
          ...json({ type: 'array', items: ref('User') }),
        },
        401: ERRORS[401],
        403: ERRORS[403],
      },
    },
    post: {
      summary: 'Add a user',
      description: roles('manageUsers'),
      security: [{ bearer: [] }],
      requestBody: { required: true, ...json(ref('UserCreate')) },
      responses: {
        200: { description: 'Added', ...json(ref('User')) },
        400: ERRORS[400],
        401: ERRORS[401],
        403: ERRORS[403],
        409: error('Email or username taken.'),
      },
    },
  },
  '/api/users/count': {
    get: {
      summary: 'Number of users',
      description: roles('readUserCount'),
      security: [{ bearer: [] }],
      responses: {
        200: { description: 'A plain number', ...json({ type: 'integer' }) },
        401: ERRORS[401],
        403: ERRORS[403],
      },
    },
  },
  '/api/users/{id}': {
    parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }],
    put: {
      summary: 'Edit a user (blank password keeps it)',
      description: roles('manageUsers'),
      security: [{ bearer: [] }],
      requestBody: { required: true, ...json(ref('UserUpdate')) },
      responses: {
        200: { description: 'Edited', ...json(ref('User')) },
        400: ERRORS[400],
        401: ERRORS[401],
        403: ERRORS[403],
        404: error('No such user.'),
        409: error('Taken, or the last ADMIN would lose the role.'),
      },
    },
    delete: {
      summary: 'Delete a user',
      description: `${roles('manageUsers')} Never oneself, never the last ADMIN.`,
      security: [{ bearer: [] }],
      responses: {
        200: { description: 'Deleted' },
        401: ERRORS[401],
        403: ERRORS[403],
        404: error('No such user.'),
        409: error('Own account, or the last ADMIN.'),
      },
    },
  },
};
