import { useId } from 'react';
import styles from './anpc-badges.module.css';

export type AnpcBadgesProps = {
  /** ANPC's alternative dispute resolution (SAL) page. */
  salHref: string;
  /** E.g. "ANPC – Soluționarea alternativă a litigiilor". */
  salLabel: string;
};

const WIDTH = 250;
const HEIGHT = 50;
const TEXT_X = 68;
const TEXT_WIDTH = WIDTH - TEXT_X - 8;
const FONT_SIZE = 11;
const blue = '#1f4a9c';
const yellow = '#ffcc00';

/** Splits a label into at most two lines of similar length. */
export function splitLabel(label: string): string[] {
  const words = label.trim().split(/\s+/);
  if (words.length < 2) return [label.trim()];
  let best = 1;
  let bestScore = Infinity;
  for (let i = 1; i < words.length; i++) {
    const score = Math.max(words.slice(0, i).join(' ').length, words.slice(i).join(' ').length);
    if (score < bestScore) {
      bestScore = score;
      best = i;
    }
  }
  return [words.slice(0, best).join(' '), words.slice(best).join(' ')];
}

function Pictogram({ label }: { label: string }) {
  const titleId = useId();
  const lines = splitLabel(label.toUpperCase());
  const firstY = lines.length === 1 ? 29 : 22;
  return (
    <svg
      className={styles.pictogram}
      role="img"
      aria-labelledby={titleId}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width={WIDTH}
      height={HEIGHT}
      data-anpc="sal"
    >
      <title id={titleId}>{label}</title>
      <rect x="1" y="1" width={WIDTH - 2} height={HEIGHT - 2} rx="6" fill="#fff" stroke={blue} strokeWidth="2" />
      <path d={`M7 1H60V${HEIGHT - 1}H7a6 6 0 0 1-6-6V7a6 6 0 0 1 6-6z`} fill={blue} />
      <text x="30" y="28" textAnchor="middle" fontFamily="Arial, Helvetica, sans-serif" fontSize="18" fontWeight="700" fill="#fff">
        SAL
      </text>
      <rect x="12" y="34" width="36" height="3" rx="1.5" fill={yellow} />
      {lines.map((line, i) => (
        <text
          key={i}
          x={TEXT_X}
          y={firstY + i * 15}
          fontFamily="Arial, Helvetica, sans-serif"
          // Long labels get a smaller font so they stay inside the frame.
          fontSize={Math.min(FONT_SIZE, +(TEXT_WIDTH / (line.length * 0.7)).toFixed(2))}
          fontWeight="700"
          fill={blue}
        >
          {line}
        </text>
      ))}
    </svg>
  );
}

/**
 * The ANPC pictogram Romanian shops show (Ordinul ANPC 449/2022): SAL, alternative dispute
 * resolution, linking to ANPC. Only SAL: the EU online dispute resolution platform (SOL/ODR) closed
 * on 20 July 2025 (Regulation (EU) 2024/3228), so its pictogram and link are gone. Drawn for this shop.
 */
export function AnpcBadges({ salHref, salLabel }: AnpcBadgesProps) {
  return (
    <ul className={styles.list}>
      <li>
        <a href={salHref} className={styles.link} target="_blank" rel="noopener noreferrer">
          <Pictogram label={salLabel} />
        </a>
      </li>
    </ul>
  );
}
