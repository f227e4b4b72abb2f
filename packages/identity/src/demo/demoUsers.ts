import type { UserDirectory } from '../users/userDirectory';

/** The password of the demo users unless DEMO_PASSWORD says otherwise. */
export const DEFAULT_DEMO_PASSWORD = 'headgate-demo';

/** One user per role, listed in docs/operating/demo-data.md; created with the demo data only. */
export const DEMO_USERS = [
  {
    id: 'headgate|demo-admin',
    email: 'admin@headgate.test',
    name: 'Alex Admin',
    nickname: 'alex',
    roleId: 'rol_administrator',
    landingPageNdx: 1,
  },
  {
    id: 'headgate|demo-developer',
    email: 'developer@headgate.test',
    name: 'Dana Developer',
    nickname: 'dana',
    roleId: 'rol_developer',
    landingPageNdx: 1,
  },
  {
    id: 'headgate|demo-data',
    email: 'data@headgate.test',
    name: 'Drew Data',
    nickname: 'drew',
    roleId: 'rol_all_data_user',
    landingPageNdx: 2,
  },
  {
    id: 'headgate|demo-user',
    email: 'user@headgate.test',
    name: 'Uma User',
    nickname: 'uma',
    roleId: 'rol_ynyDeeuE7JfPdOcM',
    landingPageNdx: 1,
  },
  {
    id: 'headgate|demo-photos',
    email: 'photos@headgate.test',
    name: 'Pat Photos',
    nickname: 'pat',
    roleId: 'rol_river_photos',
    landingPageNdx: 1,
  },
] as const;

/**
 * Creates the demo users that do not exist yet. `facilitiesFor` names the facilities a demo user
 * is authorised for (the User gets a few, so per-user facility access can be seen).
 */
export async function createDemoUsers(
  users: UserDirectory,
  password: string,
  facilitiesFor: (userId: string) => readonly number[] = () => [],
): Promise<number> {
  let created = 0;
  for (const demo of DEMO_USERS) {
    if (await users.findById(demo.id)) continue;
    await users.create({ ...demo, password, facilities: facilitiesFor(demo.id) });
    created++;
  }
  return created;
}
