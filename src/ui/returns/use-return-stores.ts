import { newAttemptKey } from '../../application/checkout/attempt-key';
import { useRootStore } from '../app/root-context';
import type { RootStore } from '../app/root-store';
import { saveWithBlobLink } from '../accounts/orders-store';
import { consoleReport } from '../checkout/checkout-store-deps';
import { ReturnDetailStore } from './return-detail-store';
import { ReturnFormStore } from './return-form-store';

const forms = new WeakMap<RootStore, ReturnFormStore>();
const details = new WeakMap<RootStore, ReturnDetailStore>();

/** The return form's store, one per page's root store. */
export function useReturnFormStore(): ReturnFormStore {
  const root = useRootStore();
  let found = forms.get(root);
  if (!found) {
    found = new ReturnFormStore({ useCases: () => root.services.checkout.useCases(), auth: root.auth, report: consoleReport, newKey: newAttemptKey });
    forms.set(root, found);
  }
  return found;
}

/** The return detail's store, one per page's root store. */
export function useReturnDetailStore(): ReturnDetailStore {
  const root = useRootStore();
  let found = details.get(root);
  if (!found) {
    found = new ReturnDetailStore({ useCases: () => root.services.checkout.useCases(), auth: root.auth, report: consoleReport, save: saveWithBlobLink });
    details.set(root, found);
  }
  return found;
}
