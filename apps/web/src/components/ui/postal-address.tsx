import { addressLines } from '@shop/shared/user';
import { Fragment, type ReactNode } from 'react';

type PostalAddressProps = {
  address: Parameters<typeof addressLines>[0];
  className?: string;
  children?: ReactNode;
};

/** An address on separate lines; `children` go below it (e.g. an e-mail). */
export function PostalAddress({ address, className = '', children }: PostalAddressProps) {
  return (
    <address className={`not-italic ${className}`}>
      {addressLines(address).map((line, index) => (
        <Fragment key={line}>
          {index > 0 && <br />}
          {line}
        </Fragment>
      ))}
      {children}
    </address>
  );
}
