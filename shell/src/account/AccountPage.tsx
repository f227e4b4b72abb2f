import Typography from '@mui/material/Typography';
import { useAuthStore } from '@headgate/auth';
import { AreaPage, DASHBOARD_CRUMB } from '@headgate/platform';

/** The account pages: who is signed in, with which roles. */
export function AccountPage({ title }: { title: string }) {
  const user = useAuthStore((state) => state.user);
  const roles = useAuthStore((state) => state.roles);
  return (
    <AreaPage title={title} breadcrumbs={[DASHBOARD_CRUMB, { label: title }]}>
      {user ? (
        <>
          <Typography>{user.name}</Typography>
          <Typography color="text.secondary">{user.email}</Typography>
          <Typography color="text.secondary">Roles: {roles.join(', ') || 'none'}</Typography>
        </>
      ) : (
        <Typography color="text.secondary">You are not signed in.</Typography>
      )}
    </AreaPage>
  );
}
