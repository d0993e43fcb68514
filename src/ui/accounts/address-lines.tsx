import { useRootStore } from '../app/root-context';

/** What an address label shows: an account address, the basket's choice, or an order's copy. */
export interface AddressLike {
  firstName: string;
  lastName: string;
  company?: string | null;
  street: string;
  streetDetails?: string | null;
  zipCode: string;
  city: string;
  countryName?: string | null;
  countryIsoCode2: string;
  phoneNumber?: string | null;
}

/** The lines of an address as a label shows them (the phone only where the shopper manages it). */
export function AddressLines({ address, withPhone = false }: { address: AddressLike; withPhone?: boolean }) {
  const { site } = useRootStore();
  const country = site.init?.countries.find((candidate) => candidate.isoCode2 === address.countryIsoCode2)?.name ?? address.countryName ?? address.countryIsoCode2;
  return (
    <address className="address-lines">
      <span>
        {address.firstName} {address.lastName}
      </span>
      {address.company && <span>{address.company}</span>}
      <span>{address.street}</span>
      {address.streetDetails && <span>{address.streetDetails}</span>}
      <span>
        {address.zipCode} {address.city}
      </span>
      <span>{country}</span>
      {withPhone && address.phoneNumber && <span>{address.phoneNumber}</span>}
    </address>
  );
}
