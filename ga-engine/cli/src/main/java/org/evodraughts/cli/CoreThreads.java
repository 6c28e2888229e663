package org.evodraughts.cli;

/** A {@code --threads} option where 0 means one thread per available core. */
final class CoreThreads {
    private CoreThreads() {}

    /**
     * The number of threads {@code threads} asks for.
     *
     * @throws IllegalArgumentException naming the option, if it is not 0–1024
     */
    static int resolve(int threads) {
        if (threads < 0 || threads > 1024) {
            throw new IllegalArgumentException("--threads must be 0–1024 (0: one per core), got " + threads);
        }
        return threads == 0 ? Runtime.getRuntime().availableProcessors() : threads;
    }
}
