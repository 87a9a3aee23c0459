import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../flow/paths';
import { useStoreValue } from '../store/resume-store';
import { logout } from './session';
import './account.css';

/**
 * The customer header's user menu (02 §2.1): the first name opens Settings (/customer-account),
 * Order History (/order-history) and Logout. A disclosure: Escape or a click outside closes it.
 */
export function UserMenu() {
  const { t } = useTranslation();
  const user = useStoreValue('userInfo');
  const name = user?.first_name?.trim() || t('header.accountShort');
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className="user-menu" ref={root}>
      <button
        ref={toggle}
        type="button"
        className="user-menu__toggle"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={t('account.menu.label', { name })}
        onClick={() => setOpen((o) => !o)}
      >
        <span className="user-menu__name">{name}</span>
        <span aria-hidden="true">▾</span>
      </button>
      <ul id={listId} className="user-menu__list" hidden={!open}>
        <li>
          <Link to={paths.customerAccount} className="user-menu__item" onClick={() => setOpen(false)}>
            {t('account.menu.settings')}
          </Link>
        </li>
        <li>
          <Link to={paths.orderHistory} className="user-menu__item" onClick={() => setOpen(false)}>
            {t('account.menu.orderHistory')}
          </Link>
        </li>
        <li>
          <button type="button" className="user-menu__item" onClick={() => logout()}>
            {t('account.menu.logout')}
          </button>
        </li>
      </ul>
    </div>
  );
}
