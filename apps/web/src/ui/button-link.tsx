// A link that looks like a Button: navigation stays a link (open in a new tab,
// announced as a link), with the buttons' one look. ButtonLink for the app's
// own routes, ButtonAnchor for an address outside the app.
import { createLink } from '@tanstack/react-router';
import { forwardRef, type AnchorHTMLAttributes, type ReactNode } from 'react';

import type { ButtonVariant } from './button';
import styles from './button.module.css';

type AnchorProps = AnchorHTMLAttributes<HTMLAnchorElement> & { variant?: ButtonVariant; icon?: ReactNode };

export const ButtonAnchor = forwardRef<HTMLAnchorElement, AnchorProps>(function ButtonAnchor(
  { variant = 'secondary', icon, className, children, ...props },
  ref,
) {
  return (
    <a ref={ref} className={[styles.button, styles[variant], styles.md, styles.link, className].filter(Boolean).join(' ')} {...props}>
      {icon}
      {children}
    </a>
  );
});

export const ButtonLink = createLink(ButtonAnchor);
