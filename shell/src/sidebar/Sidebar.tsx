import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import WaterDropIcon from '@mui/icons-material/WaterDrop';
import { useAuthStore } from '@headgate/auth';
import { MENU } from '@headgate/site-map';
import { useFacilityMenuGroups } from './facilityMenuGroups';
import { SIDEBAR_WIDTH } from './sidebarStore';
import { SidebarGroupList } from './SidebarGroupList';
import { visibleMenu } from './visibleMenu';

interface SidebarProps {
  /** Large screens keep the sidebar beside the content; small screens slide it over. */
  docked: boolean;
  open: boolean;
  onClose: () => void;
}

/** The shell's navigation: organisation, collapsible groups of entries, and the user footer. */
export function Sidebar({ docked, open, onClose }: SidebarProps) {
  const user = useAuthStore((state) => state.user);
  const status = useAuthStore((state) => state.status);
  const roles = useAuthStore((state) => state.roles);
  const facilityGroups = useFacilityMenuGroups();
  const menu = useMemo(() => {
    // The user's own facilities come right after the public map (Explore), above the work pages.
    const [explore, ...rest] = MENU;
    const groups = explore ? [explore, ...facilityGroups, ...rest] : facilityGroups;
    return visibleMenu(groups, status, roles);
  }, [facilityGroups, status, roles]);
  return (
    <Drawer
      variant={docked ? 'persistent' : 'temporary'}
      open={open}
      onClose={onClose}
      sx={{
        width: docked && open ? SIDEBAR_WIDTH : 0,
        flexShrink: 0,
        '& .MuiDrawer-paper': { width: SIDEBAR_WIDTH, boxSizing: 'border-box' },
      }}
    >
      <Toolbar variant="dense" />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, px: 4, py: 3 }}>
        <WaterDropIcon color="primary" />
        <Box>
          <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700, lineHeight: 1.2 }}>
            Headgate
          </Typography>
          <Typography variant="caption" color="text.secondary">
            Water District
          </Typography>
        </Box>
      </Box>
      <Divider />
      <Box component="nav" aria-label="Main" sx={{ flex: 1, overflowY: 'auto' }}>
        <List dense>
          {menu.map((group) => (
            <SidebarGroupList
              key={group.id}
              group={group}
              onNavigate={docked ? () => undefined : onClose}
            />
          ))}
        </List>
      </Box>
      <Divider />
      <Box sx={{ p: 4 }}>
        <Typography variant="body2" noWrap>
          {user ? user.name : 'Not signed in'}
        </Typography>
        {user && (
          <Typography variant="caption" color="text.secondary" noWrap component="p">
            {user.email}
          </Typography>
        )}
      </Box>
    </Drawer>
  );
}
