// The three-bar button that opens and closes a menu on a phone (hidden from md up): the site's
// header menu and the dashboard's sidebar.
import { IconButton } from '@chakra-ui/react';
import { LineIcon } from './LineIcon.tsx';

interface MenuToggleButtonProps {
  /** what a click does now, e.g. 'Open menu' / 'Close menu' */
  label: string;
  open: boolean;
  /** the id of the menu it shows */
  controls: string;
  onToggle: () => void;
}

export function MenuToggleButton({ label, open, controls, onToggle }: MenuToggleButtonProps) {
  return (
    <IconButton
      aria-label={label}
      aria-expanded={open}
      aria-controls={controls}
      variant="ghost"
      // a thumb's target: 44 px
      size="lg"
      display={{ base: 'inline-flex', md: 'none' }}
      onClick={onToggle}
    >
      <LineIcon size={22}>
        <path d="M4 6h16M4 12h16M4 18h16" />
      </LineIcon>
    </IconButton>
  );
}
