/**
 * OpenStreetMap addresses for a point: the embed the contact page frames (allowed by the CSP's
 * frame-src) and the full map a link opens. The bounding box is about 1.6 km × 1.1 km around it.
 */
const DLON = 0.01;
const DLAT = 0.005;

function fixed(n: number): string {
  return n.toFixed(5);
}

export function mapEmbedUrl(lat: number, lon: number): string {
  const bbox = [lon - DLON, lat - DLAT, lon + DLON, lat + DLAT].map(fixed).join(',');
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${fixed(lat)},${fixed(lon)}`;
}

export function mapLink(lat: number, lon: number): string {
  return `https://www.openstreetmap.org/?mlat=${fixed(lat)}&mlon=${fixed(lon)}#map=17/${fixed(lat)}/${fixed(lon)}`;
}
