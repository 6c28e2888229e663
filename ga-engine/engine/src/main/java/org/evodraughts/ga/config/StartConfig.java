package org.evodraughts.ga.config;

import com.fasterxml.jackson.annotation.JsonIgnore;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Pattern;

/**
 * The {@code start} section: where generation 0 comes from. By default seed 001's random
 * networks ({@code genome.initialWeights}); with {@code from}, network files, for example an
 * exported champion or a network trained by {@code network train}, so that evolution goes on
 * from them. Individual i of each island is file i's network while there are files; the rest
 * are copies of the files in turn, every weight moved by Gaussian noise of {@code spread}
 * ({@code org.evodraughts.ga.loop.StartingNetworks}).
 *
 * @param from   the network files, comma-separated; empty: random networks
 * @param sha256 the files' SHA-256 in the same order, comma-separated, written by {@code evolve}
 *               when the run starts so that the run names exactly the bytes it started from; a
 *               file read again (a run stopped before its generation 0 was saved) must still
 *               have them. Empty: not yet known
 * @param spread the standard deviation of the noise on every weight of the copies (0–1; 0 makes
 *               exact copies). 0.01 by default: measured on a TD-Leaf plateau network, one such
 *               move costs about 5 points of score against the network it came from, so the
 *               copies differ in play without being broken
 */
public record StartConfig(String from, String sha256, double spread) {
    /** Seed 001's start: random networks. */
    public static final StartConfig RANDOM = new StartConfig("", "", 0.01);

    private static final Pattern SHA256 = Pattern.compile("[0-9a-f]{64}");

    public StartConfig {
        from = from == null ? "" : from.strip();
        sha256 = sha256 == null ? "" : sha256.strip();
        if (!(spread >= 0 && spread <= 1)) {
            throw new IllegalArgumentException("start.spread must be 0–1, got " + spread);
        }
        List<String> files = split(from);
        if (files.stream().anyMatch(String::isEmpty)) {
            throw new IllegalArgumentException("start.from has an empty file name between its commas: '" + from + "'");
        }
        if (!sha256.isEmpty()) {
            List<String> digests = split(sha256);
            if (digests.size() != files.size()) {
                throw new IllegalArgumentException("start.sha256 must give one SHA-256 for each of the " + files.size()
                        + " file(s) of start.from, got " + digests.size());
            }
            for (String digest : digests) {
                if (!SHA256.matcher(digest).matches()) {
                    throw new IllegalArgumentException("start.sha256: '" + digest + "' is not a SHA-256 (64 lower-case hex digits)");
                }
            }
        }
    }

    /** Whether generation 0 is seed 001's random networks (no files). */
    @JsonIgnore // not a key
    public boolean isRandom() {
        return from.isEmpty();
    }

    /** The files of {@code from}, in order; empty for random networks. */
    public List<String> files() {
        return split(from);
    }

    /** The files' SHA-256 in order, or an empty list while they are not yet known. */
    public List<String> digests() {
        return split(sha256);
    }

    /** This start with the files named by {@code files} and their {@code digests}, in order. */
    public StartConfig pinned(List<String> files, List<String> digests) {
        return new StartConfig(String.join(",", files), String.join(",", digests), spread);
    }

    private static List<String> split(String text) {
        return text.isEmpty() ? List.of() : Arrays.stream(text.split(",", -1)).map(String::strip).toList();
    }
}
