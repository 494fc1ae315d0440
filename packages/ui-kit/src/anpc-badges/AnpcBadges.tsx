import { useId } from 'react';
import styles from './anpc-badges.module.css';

export type AnpcBadgesProps = {
  /** ANPC's alternative dispute resolution (SAL) page. */
  salHref: string;
  /** The EU online dispute resolution (SOL) platform. */
  solHref: string;
  /** E.g. "Soluționarea alternativă a litigiilor". */
  salLabel: string;
  /** E.g. "Soluționarea online a litigiilor". */
  solLabel: string;
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

/** Points of a five-pointed star around (cx, cy). */
function starPoints(cx: number, cy: number, r: number): string {
  const points: string[] = [];
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? r : r * 0.42;
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    points.push(`${(cx + radius * Math.cos(angle)).toFixed(2)},${(cy + radius * Math.sin(angle)).toFixed(2)}`);
  }
  return points.join(' ');
}

const ring = Array.from({ length: 12 }, (_, i) => {
  const angle = (Math.PI / 6) * i;
  return starPoints(30 + 17 * Math.cos(angle), 25 + 17 * Math.sin(angle), 2.6);
});

function Pictogram({ kind, label }: { kind: 'sal' | 'sol'; label: string }) {
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
      data-anpc={kind}
    >
      <title id={titleId}>{label}</title>
      <rect x="1" y="1" width={WIDTH - 2} height={HEIGHT - 2} rx="6" fill="#fff" stroke={blue} strokeWidth="2" />
      <path d={`M7 1H60V${HEIGHT - 1}H7a6 6 0 0 1-6-6V7a6 6 0 0 1 6-6z`} fill={blue} />
      {kind === 'sol' ? (
        <>
          {ring.map((points, i) => (
            <polygon key={i} points={points} fill={yellow} />
          ))}
          <text x="30" y="29" textAnchor="middle" fontFamily="Arial, Helvetica, sans-serif" fontSize="11" fontWeight="700" fill="#fff">
            SOL
          </text>
        </>
      ) : (
        <>
          <text x="30" y="28" textAnchor="middle" fontFamily="Arial, Helvetica, sans-serif" fontSize="18" fontWeight="700" fill="#fff">
            SAL
          </text>
          <rect x="12" y="34" width="36" height="3" rx="1.5" fill={yellow} />
        </>
      )}
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
 * The two pictograms ANPC requires Romanian shops to show: SAL, alternative dispute
 * resolution, and SOL, the EU online dispute resolution platform. Drawn for this shop.
 */
export function AnpcBadges({ salHref, solHref, salLabel, solLabel }: AnpcBadgesProps) {
  return (
    <ul className={styles.list}>
      <li>
        <a href={salHref} className={styles.link} target="_blank" rel="noopener noreferrer">
          <Pictogram kind="sal" label={salLabel} />
        </a>
      </li>
      <li>
        <a href={solHref} className={styles.link} target="_blank" rel="noopener noreferrer">
          <Pictogram kind="sol" label={solLabel} />
        </a>
      </li>
    </ul>
  );
}
