//! glibc's allocator, tuned so that memory a burst (a page of candidates, a batch of invitations)
//! or the start-up used goes back to the system instead of staying with the process: two calls
//! into the C library, each saying why it is sound.

/// Sets the allocator's parameters; called before any thread starts. One arena per core, which is
/// one per worker thread of the runtime (a thread of its own arena each would keep what its
/// bursts freed; a single arena shared by the workers makes them wait on its lock, a futex call
/// per contended allocation), blocks of 64 KiB and more mapped on their own and returned when
/// freed, and free memory at the top of the heap returned beyond 128 KiB. Fixing the two
/// thresholds also stops glibc from raising them after each large block it frees. Measured in
/// BENCHMARKS.md.
#[allow(unsafe_code)] // mallopt only sets parameters; it runs before any other thread exists.
pub fn configure() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    {
        let arenas = std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get);
        // SAFETY: mallopt takes two integers and changes the allocator's parameters, called here
        // before the runtime or anything else has started a thread.
        unsafe {
            libc::mallopt(libc::M_ARENA_MAX, libc::c_int::try_from(arenas).unwrap_or(1));
            libc::mallopt(libc::M_MMAP_THRESHOLD, 64 * 1024);
            libc::mallopt(libc::M_TRIM_THRESHOLD, 128 * 1024);
        }
    }
}

/// Returns the free pages inside the heap to the system, wherever they are (the trim threshold
/// above only returns the top of the heap). Called once the server has started: parsing and
/// compiling the contract leaves a few megabytes of holes behind (1.7 MiB of the 6.4 MiB of
/// anonymous memory of an idle instance, measured).
#[allow(unsafe_code)] // malloc_trim walks the allocator's own lists under their locks.
pub fn release_free_memory() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: malloc_trim takes the padding to keep and is safe to call from any thread at any
    // time; it only gives back pages no allocation uses.
    unsafe {
        libc::malloc_trim(0);
    }
}
