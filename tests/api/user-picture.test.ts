import { describe, expect, it } from 'vitest';
import { useDemoServer } from '../helpers/demo-server';
import { changedTables, databaseSnapshot } from '../helpers/db-snapshot';

/** The user's own picture: only PNG, JPEG, GIF or WebP, refused otherwise with a code the console translates. */
const { ts, picker } = useDemoServer({ scale: 0 });

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

describe('PUT /api/User/updatePicture', () => {
  it('keeps a PNG and refuses another type with 400 Users.PictureType, changing nothing', async () => {
    expect((await picker.put('/api/User/updatePicture', { picture: PNG })).status).toBe(200);
    expect((await picker.get('/api/User/current')).body.result.picture).toBe(PNG);
    const before = await databaseSnapshot(ts);
    for (const picture of ['data:image/svg+xml;base64,PHN2Zy8+', 'data:,', 'data:text/html;base64,PGgxPg==']) {
      const res = await picker.put('/api/User/updatePicture', { picture });
      expect(res.status, picture).toBe(400);
      expect(res.body).toMatchObject({ code: 'Users.PictureType', message: 'The picture must be a PNG, JPEG, GIF or WebP image' });
    }
    expect(await changedTables(ts, before)).toEqual([]);
  });
});
