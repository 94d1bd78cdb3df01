import { useT } from '../../lib/strings.ts';
import { Icon, type IconName } from './icons.tsx';

const points: readonly { readonly key: string; readonly icon: IconName }[] = [
  { key: 'delivery', icon: 'truck' },
  { key: 'returns', icon: 'return' },
  { key: 'support', icon: 'chat' },
  { key: 'secure', icon: 'shield' },
];

/** Spec 1: the selling-points strip above the footer. */
export function SellingPointsStrip() {
  const t = useT();
  return (
    <section className="selling-strip" aria-labelledby="selling-strip-heading">
      <h2 id="selling-strip-heading" className="visually-hidden">
        {t('shell.sellingStrip.heading')}
      </h2>
      <ul className="selling-strip__list shell-width">
        {points.map((point) => (
          <li key={point.key} className="selling-strip__item">
            <span className="selling-strip__icon">
              <Icon name={point.icon} size={26} />
            </span>
            <span>
              <strong className="selling-strip__title">{t(`shell.sellingStrip.${point.key}.title`)}</strong>
              <span className="selling-strip__text">{t(`shell.sellingStrip.${point.key}.text`)}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
