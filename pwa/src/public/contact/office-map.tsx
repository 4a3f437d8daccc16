// The office map at zoom 15 from the site config. Offline, or with no map source configured, it becomes
// an address card with a link to open the location in a map service of the visitor's choice.
import { OFFICE_MAP } from '../../content/site-config.ts';
import { useOnline } from '../../lib/use-online.ts';

export function OfficeMap() {
  const online = useOnline();
  const { latitude, longitude, zoom, embedSrc, address } = OFFICE_MAP;
  if (online && embedSrc) {
    return (
      <iframe
        className="office-map"
        title={`Map of our office (zoom ${zoom})`}
        src={`${embedSrc}${embedSrc.includes('?') ? '&' : '?'}lat=${latitude}&lon=${longitude}&zoom=${zoom}`}
        loading="lazy"
      />
    );
  }
  return (
    <address className="office-card" aria-label="Office address">
      <svg viewBox="0 0 24 24" width="40" height="40" aria-hidden="true">
        <path
          d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z"
          fill="currentColor"
        />
      </svg>
      <strong>{address.title}</strong>
      {address.lines.map((line) => (
        <span key={line}>{line}</span>
      ))}
      <a
        href={`https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=${zoom}/${latitude}/${longitude}`}
      >
        Open in a map
      </a>
      {!online && <small>You are offline: the map will show when you are back online.</small>}
    </address>
  );
}
