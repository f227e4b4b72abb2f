import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { NavLink, matchPath, useLocation } from '@headgate/routing';
import type { SidebarSection } from './sidebarSection';
import { useSidebarStore } from './sidebarStore';

/**
 * One collapsible group of sidebar entries: an item of the sidebar's list holding its toggle and
 * the nested list of its entries (a list may only hold items, or screen readers lose count).
 */
export function SidebarGroupList({
  group,
  onNavigate,
}: {
  group: SidebarSection;
  onNavigate: () => void;
}) {
  const collapsed = useSidebarStore((state) => state.collapsedGroups.includes(group.id));
  const toggleGroup = useSidebarStore((state) => state.toggleGroup);
  const { pathname } = useLocation();
  const listId = `sidebar-group-${group.id}`;
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
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
          {group.items.map(({ icon: Icon, ...item }) => (
            <ListItem key={item.path} disablePadding>
              <ListItemButton
                component={NavLink}
                to={item.path}
                end
                onClick={onNavigate}
                selected={matchPath({ path: item.path, end: true }, pathname) !== null}
                sx={{ pl: 6 }}
              >
                {Icon && (
                  // Decorative: the group's heading already names the facility type.
                  <ListItemIcon sx={{ minWidth: 32 }}>
                    <Icon fontSize="small" />
                  </ListItemIcon>
                )}
                <ListItemText primary={item.label} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Collapse>
    </ListItem>
  );
}
