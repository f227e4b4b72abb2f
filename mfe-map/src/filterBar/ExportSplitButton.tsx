import { Suspense, useId, useState } from 'react';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import CircularProgress from '@mui/material/CircularProgress';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { retryingLazy } from '@headgate/design-system';
import { EXPORT_OPTIONS, type ExportKind } from './exportKinds';

const loadExportMenu = () => import('./ExportMenu');
const ExportMenu = retryingLazy(loadExportMenu);

export interface ExportSplitButtonProps {
  onExport: (kind: ExportKind) => void;
  /** An export is being made: both buttons are disabled and the main one shows a spinner. */
  busy?: boolean;
}

/**
 * The export split button: the main button runs the current choice ('Print PDF' at first); the
 * arrow opens the menu of 'Print PDF' and 'Save PNG', where a pick runs at once and becomes the
 * main button's choice.
 */
export function ExportSplitButton({ onExport, busy = false }: ExportSplitButtonProps) {
  const menuId = useId();
  const [group, setGroup] = useState<HTMLDivElement | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  const [current, setCurrent] = useState(EXPORT_OPTIONS[0]!);

  return (
    <>
      <ButtonGroup
        ref={setGroup}
        variant="contained"
        size="small"
        aria-label="Export the map"
        aria-busy={busy}
        disabled={busy}
      >
        <Button
          onClick={() => onExport(current.kind)}
          startIcon={busy ? <CircularProgress size={14} color="inherit" aria-hidden /> : undefined}
        >
          {current.label}
        </Button>
        <Button
          aria-label="Choose an export"
          aria-haspopup="menu"
          aria-expanded={menuOpen}
          aria-controls={menuOpen ? menuId : undefined}
          onPointerEnter={() => void loadExportMenu()}
          onFocus={() => void loadExportMenu()}
          onClick={() => {
            setMenuUsed(true);
            setMenuOpen((open) => !open);
          }}
        >
          <ArrowDropDownIcon />
        </Button>
      </ButtonGroup>
      {menuUsed && (
        <Suspense>
          <ExportMenu
            id={menuId}
            anchor={group}
            open={menuOpen}
            current={current.kind}
            onClose={() => setMenuOpen(false)}
            onPick={(option) => {
              setMenuOpen(false);
              setCurrent(option);
              onExport(option.kind);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
