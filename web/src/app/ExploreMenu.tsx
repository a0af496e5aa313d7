import { useEffect, useId, useRef, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';

export interface ExploreMenuProps {
  links: readonly { label: string; to: string }[];
}

/**
 * The header's "Explore" disclosure for visitors: the public areas the row has no room for
 * (docs/contact.md). A button and a list of links (not an ARIA menu: plain links, Tab moves
 * through them); Escape closes it and returns focus to the button, as does a click elsewhere or
 * following a link. Plain HTML with the shell's CSS: it is part of the first route.
 */
export function ExploreMenu({ links }: ExploreMenuProps) {
  const id = useId();
  const location = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpenAt(null);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenAt(null);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  if (links.length === 0) return null;
  return (
    <div
      ref={root}
      className="shell-explore"
      onBlur={(event) => {
        if (open && !root.current?.contains(event.relatedTarget as Node | null)) setOpenAt(null);
      }}
    >
      <button
        ref={button}
        type="button"
        className="shell-link shell-nav-link shell-explore-button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpenAt(open ? null : location.key)}
      >
        Explore
        <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12" fill="none" stroke="currentColor">
          <path d="M2.5 4.5 6 8l3.5-3.5" strokeWidth="1.5" />
        </svg>
      </button>
      <ul id={id} className="shell-explore-list" hidden={!open}>
        {links.map((link) => (
          <li key={link.to}>
            <RouterLink className="shell-link shell-explore-link" to={link.to}>
              {link.label}
            </RouterLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
