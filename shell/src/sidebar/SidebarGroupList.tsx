import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { NavLink, matchPath, useLocation } from 'react-router-dom';
import type { SidebarGroup } from './sidebarMenu';
import { useSidebarStore } from './sidebarStore';

/** One collapsible group of sidebar entries. */
export function SidebarGroupList({
  group,
  onNavigate,
}: {
  group: SidebarGroup;
  onNavigate: () => void;
}) {
  const collapsed = useSidebarStore((state) => state.collapsedGroups.includes(group.id));
  const toggleGroup = useSidebarStore((state) => state.toggleGroup);
  const { pathname } = useLocation();
  const listId = `sidebar-group-${group.id}`;
  return (
    <>
      <ListItemButton
        onClick={() => toggleGroup(group.id)}
        aria-expanded={!collapsed}
        aria-controls={listId}
      >
        <ListItemText
          primary={group.label}
          slotProps={{
            primary: {
              sx: {
                fontWeight: 600,
                fontSize: 12,
                textTransform: 'uppercase',
                color: 'text.secondary',
              },
            },
          }}
        />
        {collapsed ? <ExpandMore fontSize="small" /> : <ExpandLess fontSize="small" />}
      </ListItemButton>
      <Collapse in={!collapsed} timeout="auto" unmountOnExit>
        <List id={listId} dense disablePadding>
          {group.items.map((item) => (
            <ListItemButton
              key={item.path}
              component={NavLink}
              to={item.path}
              end
              onClick={onNavigate}
              selected={matchPath({ path: item.path, end: true }, pathname) !== null}
              sx={{ pl: 6 }}
            >
              <ListItemText primary={item.label} />
            </ListItemButton>
          ))}
        </List>
      </Collapse>
    </>
  );
}
