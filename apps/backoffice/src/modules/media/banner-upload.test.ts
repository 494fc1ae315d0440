import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cropBannerUpload, parseUploadedBannerPath, uploadedBannerPath } from './banner-upload.ts';

const picture = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#3a7' } }).png().toBuffer();

describe('uploaded banners', () => {
  it('crops an upload to 3:1 around its centre, at most 2400 px wide (1536 for narrow screens), as WebP', async () => {
    expect(await cropBannerUpload(await picture(3000, 1500), 'wide')).toMatchObject({ width: 2400, height: 800 });
    expect(await cropBannerUpload(await picture(3000, 1500), 'narrow')).toMatchObject({ width: 1536, height: 512 });
    expect(await cropBannerUpload(await picture(1200, 1200), 'wide')).toMatchObject({ width: 1200, height: 400 });
    // Very wide: the height decides.
    expect(await cropBannerUpload(await picture(2000, 200), 'wide')).toMatchObject({ width: 600, height: 200 });
    const stored = await cropBannerUpload(await picture(900, 600), 'wide');
    expect(await sharp(stored?.webp).metadata()).toMatchObject({ format: 'webp', width: 900, height: 300 });
  });

  it('refuses what is no picture', async () => {
    expect(await cropBannerUpload(Buffer.from('%PDF-1.4 not a picture'), 'wide')).toBeNull();
  });

  it('reads back the path it builds', () => {
    expect(parseUploadedBannerPath(uploadedBannerPath(4))).toBe(4);
    expect(parseUploadedBannerPath('/images/banner-uploads/4.png')).toBeNull();
  });
});
