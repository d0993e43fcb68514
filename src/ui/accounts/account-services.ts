import type { ChangePassword } from '../../application/accounts/change-password';
import type { ListMyStockAlerts } from '../../application/accounts/list-my-stock-alerts';
import type { AddAddress, ListAddresses, RemoveAddress, SetDefaultAddress, UpdateAddress } from '../../application/accounts/manage-addresses';
import type { ListCards, RemoveCard } from '../../application/accounts/manage-cards';
import type { UpdateProfile } from '../../application/accounts/update-profile';
import type { RemoveStockAlert } from '../../application/alerts/manage-stock-alerts';
import type { CloseMyAccount, ExportMyData } from '../../application/accounts/data-rights';

/** The signed-in customer's screens: profile, password, address book, cards, stock alerts. */
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
  exportMyData: ExportMyData;
  closeMyAccount: CloseMyAccount;
}

export interface AccountServices {
  /** Browser only: the server renders account screens without the customer's data. */
  useCases(): Promise<AccountUseCases>;
}
