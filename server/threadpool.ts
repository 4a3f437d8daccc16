// libuv's thread pool runs password hashing (argon2), image work (sharp) and file reads. Its default of 4
// threads is set here to 8 unless the operator chose a size, before anything can start the pool: this is
// the first module server/main.ts imports. Image work takes at most IMAGE_JOBS of them (image-work.ts).
process.env.UV_THREADPOOL_SIZE ||= '8';
