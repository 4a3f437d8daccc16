// The dashboard's two counts, from the live replica: the products on this device (which sync keeps equal to
// the server's) and the users count saved at the last pull. No network wait; a figure never pulled yet
// shows a dash.
import { useReplicaProductCount, useReplicaStatus, useReplicaUserCount } from '../offline/replica-hooks.ts';

/** 'loading' until the replica answered, a number, 'failed' when there is none yet, 'skipped' when not asked. */
export type CountState = number | 'loading' | 'failed' | 'skipped';

export function useCounts(withUsers: boolean): { users: CountState; products: CountState } {
  const products = useReplicaProductCount();
  const users = useReplicaUserCount();
  const status = useReplicaStatus();
  const neverSynced = status !== undefined && status.syncedAt === null;
  return {
    products: products === undefined ? 'loading' : products === 0 && neverSynced ? 'loading' : products,
    users: !withUsers ? 'skipped' : users === undefined ? 'loading' : (users ?? 'failed'),
  };
}
