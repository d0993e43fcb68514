import type { ChangePassword } from '../../application/accounts/change-password';
import type { ListMyStockAlerts } from '../../application/accounts/list-my-stock-alerts';
import type { AddAddress, ListAddresses, RemoveAddress, SetDefaultAddress, UpdateAddress } from '../../application/accounts/manage-addresses';
import type { ListCards, RemoveCard } from '../../application/accounts/manage-cards';
import type { AddPasskey, ListPasskeys, RemovePasskey } from '../../application/accounts/manage-passkeys';
import type { UpdateProfile } from '../../application/accounts/update-profile';
import type { RemoveStockAlert } from '../../application/alerts/manage-stock-alerts';
import type { ListSupportAccesses } from '../../application/audit/audit-use-cases';
import type { CloseMyAccount, ExportMyData } from '../../application/accounts/data-rights';

/** The signed-in customer's screens: profile, password and passkeys, address book, cards, stock alerts. */
export interface AccountUseCases {
  updateProfile: UpdateProfile;
  changePassword: ChangePassword;
  listAddresses: ListAddresses;
  addAddress: AddAddress;
  updateAddress: UpdateAddress;
  setDefaultAddress: SetDefaultAddress;
  removeAddress: RemoveAddress;
  listCards: ListCards;
  removeCard: RemoveCard;
  listStockAlerts: ListMyStockAlerts;
  removeStockAlert: RemoveStockAlert;
  /** When customer support opened the account (issue 36). */
  listSupportAccesses: ListSupportAccesses;
  listPasskeys: ListPasskeys;
  addPasskey: AddPasskey;
  removePasskey: RemovePasskey;
  exportMyData: ExportMyData;
  closeMyAccount: CloseMyAccount;
}

export interface AccountServices {
  /** Browser only: the server renders account screens without the customer's data. */
  useCases(): Promise<AccountUseCases>;
}
