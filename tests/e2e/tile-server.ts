// A map tile server for the location journeys (playwright.config.ts starts it beside the shop, and
// points the shop's MAP_TILE_URL at it): every /{z}/{x}/{y}.png is the same generated 256 px PNG,
// a pale square with a darker edge, so the journeys see real tiles load without the internet.
import { createServer } from 'node:http';
import { crc32, deflateSync } from 'node:zlib';

const SIZE = 256;

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An RGB PNG: the land colour, with the tile's edge drawn so the grid shows. */
export function tilePng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIZE, 0);
  header.writeUInt32BE(SIZE, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // RGB
  const rows: Buffer[] = [];
  for (let y = 0; y < SIZE; y++) {
    const row = Buffer.alloc(1 + SIZE * 3); // filter byte 0, then pixels
    for (let x = 0; x < SIZE; x++) {
      const edge = x === 0 || y === 0;
      const road = x === 128 || y === 128;
      const [r, g, b] = edge ? [200, 210, 200] : road ? [255, 255, 255] : [236, 240, 230];
      row.set([r, g, b], 1 + x * 3);
    }
    rows.push(row);
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.concat(rows))), chunk('IEND', Buffer.alloc(0))]);
}

const png = tilePng();
const port = Number(process.env.TILE_PORT ?? 3447);
createServer((req, res) => {
  if (req.url === '/healthz') return res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
  if (!/^\/\d+\/\d+\/\d+\.png$/.test(req.url ?? '')) return res.writeHead(404).end();
  res.writeHead(200, { 'content-type': 'image/png', 'content-length': png.length, 'cache-control': 'no-store' }).end(png);
}).listen(port, '127.0.0.1');
