import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { EXPORT_OPTIONS, type ExportKind, type ExportOption } from './exportKinds';

export interface ExportMenuProps {
  id: string;
  anchor: HTMLElement | null;
  open: boolean;
  current: ExportKind;
  onClose: () => void;
  onPick: (option: ExportOption) => void;
}

/**
 * The export split button's menu of 'Print PDF' and 'Save PNG'. A chunk of its own, fetched when
 * the pointer or the focus reaches the arrow: the map's first load does without MUI's menu.
 */
export default function ExportMenu({
  id,
  anchor,
  open,
  current,
  onClose,
  onPick,
}: ExportMenuProps) {
  return (
    <Menu id={id} anchorEl={anchor} open={open} onClose={onClose}>
      {EXPORT_OPTIONS.map((option) => (
        <MenuItem
          key={option.kind}
          selected={option.kind === current}
          onClick={() => onPick(option)}
        >
          {option.label}
        </MenuItem>
      ))}
    </Menu>
  );
}
