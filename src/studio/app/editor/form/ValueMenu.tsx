import DataObjectIcon from '@mui/icons-material/DataObject';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import type { LinkTargets } from '../../../protocol.ts';

/**
 * "Insert a value": the site's {{values}} (brand, email, phone, address), put in at the cursor, so contact details
 * are written once in site.json and not copied into pages.
 */
export function ValueMenu({ inputId, values, onInsert }: { inputId: string; values: LinkTargets['values']; onInsert: (text: string, at: number) => void }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const insert = (name: string) => {
    const input = document.getElementById(inputId) as HTMLInputElement | null;
    setAnchor(null);
    onInsert(`{{${name}}}`, input?.selectionStart ?? input?.value.length ?? 0);
  };
  return (
    <InputAdornment position="end">
      <IconButton size="small" edge="end" aria-label="Insert a value from site settings" aria-haspopup="menu" onClick={(e) => setAnchor(e.currentTarget)}>
        <DataObjectIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {values.map((v) => (
          <MenuItem key={v.name} onClick={() => insert(v.name)}>
            <ListItemText primary={`{{${v.name}}}`} secondary={v.value} />
          </MenuItem>
        ))}
      </Menu>
    </InputAdornment>
  );
}
