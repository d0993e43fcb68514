import { useT } from '../i18n/use-t';
import { AppLink } from '../app/app-link';
import { checkoutTimeline } from '../../domain/shell/checkout-timeline';
import type { CheckoutStep } from '../../domain/routing/route-table';

/** The four-step checkout timeline (SPEC §2): earlier steps link back. */
export function CheckoutTimeline({ current, loginStep = false }: { current: CheckoutStep; loginStep?: boolean }) {
  const t = useT();
  const steps = checkoutTimeline(current, { loginStep });
  return (
    <nav className="checkout-timeline" aria-label={t('checkout.timeline.label')}>
      <ol className="checkout-timeline__list">
        {steps.map((step) => {
          const label = t(`checkout.step.${step.step}`);
          const content = (
            <>
              <span className="checkout-timeline__number" aria-hidden="true">
                {step.step}
              </span>
              <span className="checkout-timeline__label">{label}</span>
            </>
          );
          return (
            <li key={step.step} className={`checkout-timeline__step is-${step.state}`} aria-current={step.state === 'current' ? 'step' : undefined}>
              {step.href ? (
                <AppLink to={step.href} className="checkout-timeline__link">
                  {content}
                </AppLink>
              ) : (
                <span className="checkout-timeline__link">{content}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
