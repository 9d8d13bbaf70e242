import type { Feedback } from '../../components/ui/alert.tsx';

/** What another user screen hands the user list when it sends the admin there: deleted, not found. */
export interface AdminUserListState {
  notice?: Feedback;
}
