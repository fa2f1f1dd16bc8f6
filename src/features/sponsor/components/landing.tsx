import Button from '@/components/button';
import {
  CheckShieldOutline,
  ClockCircleOutline,
  DownlandOutline,
  PictureOutline,
  PlayOutline,
  StarOutline,
  UserContactOutline,
} from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import type { Game } from '@contract/entities';
import { messages } from '@/config/messages';
import { ReadFailed } from '@/components/read-failed';
import { ServerImage } from '@/components/server-image';
import type { UseQueryResult } from '@tanstack/react-query';
import { QueryState } from '@/components/query-state';
import type { GameLists } from '@/core/site/game-lists';
import { showcaseCategories, sponsorPledges, sponsorTexts, type SponsorPledge } from '../model';
import styles from './landing.module.css';

/** The live-casino panel (docs/product.md#screens-and-routes): its button opens game platform "ag". */
export function LivePanel({
  image,
  read,
  onEnter,
}: {
  image: string | null | undefined;
  /** The game lists' read (the panel's art): a failure without kept lists offers 重试. */
  read: UseQueryResult<GameLists>;
  onEnter: () => void;
}) {
  return (
    <section className={styles.live} aria-labelledby="live-title">
      <div className={styles.liveArt}>
        <ServerImage
          src={image}
          alt=""
          width={340}
          height={200}
          fallback={<PlayOutline className={styles.liveIcon} aria-hidden />}
        />
        <span className={styles.liveBadge} aria-hidden>
          <span className={styles.liveDot} />
          {sponsorTexts.liveBadge}
        </span>
      </div>
      <div className={styles.liveText}>
        <div className={styles.liveCopy}>
          <h2 id="live-title" className={styles.liveTitle}>
            {sponsorTexts.liveTitle}
          </h2>
          <p className={styles.liveSub}>{sponsorTexts.liveSubtitle}</p>
        </div>
        <Button color="primary" shape="rounded" className={styles.enter} onClick={onEnter}>
          {sponsorTexts.enter}
        </Button>
      </div>
      <QueryState
        query={read}
        keepData
        loading={null}
        failure={() => <ReadFailed read={read} what={sponsorTexts.venues} className={styles.inlineError} />}
      >
        {() => null}
      </QueryState>
    </section>
  );
}

const categoryLabel = Object.fromEntries(showcaseCategories.map((c) => [c.category, c.label])) as Record<
  string,
  string
>;

/** A few venues of the other categories; guests get '请登录！' from the caller. */
export function VenueShowcase({
  venues,
  read,
  onOpen,
}: {
  /** The venues picked from the read's lists (a kept copy's while it reads again). */
  venues: Game[];
  read: UseQueryResult<GameLists>;
  onOpen: (game: Game) => void;
}) {
  return (
    <section className={styles.section} aria-labelledby="venues-title">
      <h2 id="venues-title" className={styles.sectionTitle}>
        {sponsorTexts.venuesTitle}
      </h2>
      <QueryState
        query={read}
        keepData
        // Placeholders built like the tiles, so the sections below do not move when they arrive (CLS).
        loading={
          <div className={styles.venues} role="status" aria-label={messages.loading}>
            {[0, 1, 2, 3].map((i) => (
              <div key={i} className={styles.venue} aria-hidden>
                <span className={styles.venueArt} />
                <span className={styles.venueName}>&nbsp;</span>
              </div>
            ))}
          </div>
        }
        failure={() => <ReadFailed read={read} what={sponsorTexts.venues} className={styles.blockError} />}
      >
        {() =>
          venues.length > 0 && (
            <ul className={styles.venues}>
              {venues.map((game) => {
                const name = game.name ?? game.platform_name;
                return (
                  <li key={`${game.category_id}-${game.platform_name}`}>
                    <button
                      type="button"
                      className={styles.venue}
                      aria-label={name}
                      onClick={() => onOpen(game)}
                    >
                      <span className={styles.venueArt}>
                        <ServerImage
                          src={game.mobile_img}
                          alt=""
                          width={160}
                          height={94}
                          loading="lazy"
                          decoding="async"
                          fetchPriority="low"
                          fallback={<PictureOutline className={styles.venueFallback} aria-hidden />}
                        />
                      </span>
                      <span className={styles.venueName}>
                        {name}
                        <span className={styles.venueCategory}>{categoryLabel[game.category_id] ?? ''}</span>
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
          )
        }
      </QueryState>
    </section>
  );
}

const pledgeIcons: Record<SponsorPledge['key'], ReactNode> = {
  official: <StarOutline />,
  safe: <CheckShieldOutline />,
  fast: <ClockCircleOutline />,
  service: <UserContactOutline />,
};

/** The brand pledges: four short promises in a 2×2 grid. */
export function Pledges() {
  return (
    <section className={styles.section} aria-labelledby="pledge-title">
      <h2 id="pledge-title" className={styles.sectionTitle}>
        {sponsorTexts.pledgeTitle}
      </h2>
      <ul className={styles.pledges}>
        {sponsorPledges.map((p) => (
          <li key={p.key} className={styles.pledge}>
            <span className={styles.pledgeIcon} aria-hidden>
              {pledgeIcons[p.key]}
            </span>
            <strong className={styles.pledgeTitle}>{p.title}</strong>
            <span className={styles.pledgeText}>{p.text}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Closing call to action: download the app or talk to service. */
export function CallToAction({ onDownload, onService }: { onDownload: () => void; onService: () => void }) {
  return (
    <section className={styles.cta} aria-labelledby="cta-title">
      <h2 id="cta-title" className={styles.ctaTitle}>
        {sponsorTexts.ctaTitle}
      </h2>
      <p className={styles.ctaText}>{sponsorTexts.ctaText}</p>
      <div className={styles.ctaActions}>
        <button type="button" className={styles.ctaPrimary} onClick={onDownload}>
          <DownlandOutline aria-hidden />
          {sponsorTexts.ctaDownload}
        </button>
        <button type="button" className={styles.ctaSecondary} onClick={onService}>
          <UserContactOutline aria-hidden />
          {sponsorTexts.ctaService}
        </button>
      </div>
      <p className={styles.footer}>{sponsorTexts.footer}</p>
    </section>
  );
}
