import { useState } from 'react';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { Sidebar } from '../sidebar/Sidebar';
import { useSidebarStore } from '../sidebar/sidebarStore';
import { ShellContent } from '../routing/ShellContent';
import { TopBar } from './TopBar';

/** Top bar, sidebar, and the content area where the current route's area renders. */
export function ShellLayout() {
  const docked = useMediaQuery(useTheme().breakpoints.up('md'));
  const dockedOpen = useSidebarStore((state) => state.open);
  const toggleDocked = useSidebarStore((state) => state.toggleOpen);
  const [overlayOpen, setOverlayOpen] = useState(false);
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <TopBar onToggleSidebar={docked ? toggleDocked : () => setOverlayOpen((open) => !open)} />
      <Sidebar
        docked={docked}
        open={docked ? dockedOpen : overlayOpen}
        onClose={() => setOverlayOpen(false)}
      />
      <Box
        component="main"
        sx={{
          flex: 1,
          minWidth: 0,
          display: 'flex',
          flexDirection: 'column',
          position: 'relative',
        }}
      >
        <Toolbar variant="dense" />
        <ShellContent />
      </Box>
    </Box>
  );
}
