import { Admin, DataTable, DateField, List, Resource, type AuthProvider } from 'react-admin';
import { createMemoryDataProvider } from './memoryDataProvider';
import { buildCustomers, type BaselineCustomer } from './customers';

/** Any user name and password log in; the session is one localStorage entry. */
const USER_KEY = 'baseline.user';
const authProvider: AuthProvider = {
  async login({ username }: { username: string }) {
    localStorage.setItem(USER_KEY, username);
  },
  async logout() {
    localStorage.removeItem(USER_KEY);
  },
  async checkAuth() {
    if (!localStorage.getItem(USER_KEY)) throw new Error('not logged in');
  },
  async checkError() {},
  async getIdentity() {
    const name = localStorage.getItem(USER_KEY) ?? '';
    return { id: name, fullName: name };
  },
};

const dataProvider = createMemoryDataProvider({ customer: buildCustomers(5_000) });

const Column = DataTable.Col<BaselineCustomer>;

function CustomerList() {
  return (
    <List<BaselineCustomer> sort={{ field: 'id', order: 'DESC' }}>
      <DataTable<BaselineCustomer>>
        <Column source="id" />
        <Column source="name" />
        <Column source="gender" />
        <Column source="phone" />
        <Column source="age" />
        <Column source="city" />
        <Column source="store" />
        <Column source="created_at" field={DateField} />
      </DataTable>
    </List>
  );
}

/** A plain one-resource react-admin app: the reference the bench compares this app with. */
export function BaselineApp() {
  return (
    <Admin dataProvider={dataProvider} authProvider={authProvider} requireAuth disableTelemetry>
      <Resource name="customer" list={CustomerList} />
    </Admin>
  );
}
