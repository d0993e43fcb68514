/**
 * The media store in an S3-compatible bucket (MEDIA_S3_URL), for shops scaled out over machines
 * that share no disk and would rather not carry photos in the database. One object per original,
 * `<prefix>originals/<sha256>`: the same bytes always land on the same key, so storing a photo
 * twice (two processes at once included) leaves one object. Its checked facts ride along as the
 * object's type and metadata, so `has` is one HEAD. Path-style addressing and no default checksums
 * keep it working with MinIO, Ceph, s3rver and the like as well as AWS.
 */
import { ORIGINAL_TYPES, type OriginalType } from '../../src/domain/routing/media-paths';
import type { MediaStore, OriginalFacts } from './media-store';

export interface S3Location {
  endpoint: string;
  region: string;
  bucket: string;
  /** Keys start with it ('' or `folder/`). */
  prefix: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** `http(s)://ACCESS:SECRET@host:port/bucket[/prefix]?region=…`; without credentials the SDK's usual sources (environment, profile) are used. */
export function parseS3Url(value: string): S3Location {
  const url = new URL(value);
  const [bucket, ...folders] = url.pathname.split('/').filter(Boolean);
  if (!bucket || (url.protocol !== 'http:' && url.protocol !== 'https:')) throw new Error('MEDIA_S3_URL names no bucket: http(s)://ACCESS:SECRET@host:port/bucket');
  const accessKeyId = decodeURIComponent(url.username);
  return {
    endpoint: `${url.protocol}//${url.host}`,
    region: url.searchParams.get('region') || 'us-east-1',
    bucket,
    prefix: folders.map((folder) => `${folder}/`).join(''),
    credentials: accessKeyId ? { accessKeyId, secretAccessKey: decodeURIComponent(url.password) } : undefined,
  };
}

const TYPES = new Set<string>(Object.values(ORIGINAL_TYPES));

/** The facts an object carries, or null when it was not written by this store. */
function factsOf(contentType: string | undefined, metadata: Record<string, string> | undefined): OriginalFacts | null {
  const width = Number(metadata?.width);
  const height = Number(metadata?.height);
  if (!contentType || !TYPES.has(contentType) || !(width > 0) || !(height > 0)) return null;
  return { contentType: contentType as OriginalType, width, height };
}

const missing = (error: unknown): boolean => (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

/**
 * The SDK is imported here, when a shop opens its bucket: a static import would be hoisted to the
 * top of the server's one-file bundle and load the SDK in every shop (some 20 MB of resident
 * memory), bucket or not.
 */
export async function s3MediaStore(location: S3Location): Promise<MediaStore> {
  const { GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } = await import('@aws-sdk/client-s3');
  const client = new S3Client({
    endpoint: location.endpoint,
    region: location.region,
    forcePathStyle: true,
    credentials: location.credentials,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const key = (hash: string) => `${location.prefix}originals/${hash}`;
  return {
    kind: 's3',
    async has(hash) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: location.bucket, Key: key(hash) }));
        return factsOf(head.ContentType, head.Metadata);
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async get(hash) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: location.bucket, Key: key(hash) }));
        const facts = factsOf(object.ContentType, object.Metadata);
        if (!facts || !object.Body) return null;
        const bytes = await object.Body.transformToByteArray();
        return { ...facts, hash, bytes: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) };
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async put(original) {
      await client.send(new PutObjectCommand({
        Bucket: location.bucket,
        Key: key(original.hash),
        Body: original.bytes,
        ContentType: original.contentType,
        Metadata: { width: String(original.width), height: String(original.height) },
      }));
    },
    async close() {
      client.destroy();
    },
  };
}
