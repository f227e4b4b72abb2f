import type { MenuEntry, MenuSection } from '@headgate/site-map';
import type { IconComponent } from './facilityTypeIcon';

/** A sidebar entry: a menu entry, with an icon before its text when it has one (facilities). */
export interface SidebarEntry extends MenuEntry {
  icon?: IconComponent;
}

/** A collapsible group of the sidebar: the manifest's sections and the facility types. */
export interface SidebarSection extends MenuSection {
  items: readonly SidebarEntry[];
}
