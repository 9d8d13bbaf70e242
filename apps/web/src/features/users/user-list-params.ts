import { roles } from '@shop/shared/auth-constants';
import { sportDisciplines, sportLevels } from '@shop/shared/user';
import { type ListValues, listParam, listSchema } from '../../lib/list/list-params.ts';

/** The admin's user list in the query string, in the order of the filter form. */
export const userListSchema = listSchema({
  id: listParam.text(),
  firstName: listParam.text(),
  lastName: listParam.text(),
  email: listParam.text(),
  phone: listParam.text(),
  role: listParam.oneOf(['', ...roles], ''),
  country: listParam.text(),
  city: listParam.text(),
  discipline: listParam.oneOf(['', ...sportDisciplines], ''),
  level: listParam.oneOf(['', ...sportLevels], ''),
  page: listParam.page(),
  limit: listParam.pageSize(),
});
export type UserListParams = ListValues<typeof userListSchema>;
