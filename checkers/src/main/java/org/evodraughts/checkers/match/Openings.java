package org.evodraughts.checkers.match;

import java.util.SplittableRandom;
import org.evodraughts.random.Seeds;

/**
 * Where the openings of a match come from. Each pair of games (game i and i + 1 for even i,
 * colours reversed) shares the opening of pair i / 2, chosen from the match seed alone, so it
 * does not depend on the thread count. Immutable and thread-safe.
 */
public sealed interface Openings {
    /** The opening of pair {@code pair} of a match seeded with {@code seed}. */
    Opening forPair(long seed, int pair);

    /** How the command line names these openings, e.g. {@code random (4 plies)} or {@code ballot}. */
    String describe();

    /**
     * Uniformly random legal plies, exactly as {@link Match} chooses them (the same seed gives
     * the same openings).
     */
    static Openings random(int plies) {
        return new Random(plies);
    }

    /**
     * Reads the command-line form: {@code ballot}, {@code random} (with {@code randomPlies}
     * plies) or {@code random:K}.
     *
     * @throws IllegalArgumentException naming what is wrong
     */
    static Openings parse(String text, int randomPlies) {
        String t = text == null ? "" : text.strip();
        if (t.equals("ballot")) {
            return ballot();
        }
        if (t.equals("random")) {
            return random(randomPlies);
        }
        if (t.startsWith("random:")) {
            String plies = t.substring("random:".length());
            if (plies.isEmpty() || plies.length() > 2 || !plies.chars().allMatch(Character::isDigit)) {
                throw new IllegalArgumentException("openings '" + t + "': K in random:K must be a whole number 0–"
                        + Opening.MAX_RANDOM_PLIES);
            }
            return random(Integer.parseInt(plies));
        }
        throw new IllegalArgumentException("openings must be ballot, random or random:K, got '" + t + "'");
    }

    /** The {@link BallotOpenings} deck, shuffled by the match seed and dealt in order (again after 216 pairs). */
    static Openings ballot() {
        return new Ballot();
    }

    /** @param plies random plies per opening, 0–{@value Opening#MAX_RANDOM_PLIES} */
    record Random(int plies) implements Openings {
        /** Match's stream for openings, so a random-opening match repeats {@link Match}'s games. */
        static final long STREAM = 0x4F50454EL;

        public Random {
            Opening.checkRandomPlies("opening plies", plies);
        }

        @Override
        public Opening forPair(long seed, int pair) {
            return Opening.random(plies, new SplittableRandom(Seeds.derive(Seeds.derive(seed, STREAM), pair)));
        }

        @Override
        public String describe() {
            return "random (" + plies + " plies)";
        }
    }

    /** The ballot deck. */
    record Ballot() implements Openings {
        private static final long STREAM = 0x42414C4CL;

        @Override
        public Opening forPair(long seed, int pair) {
            if (pair < 0) {
                throw new IllegalArgumentException("pair must not be negative, got " + pair);
            }
            return BallotOpenings.shuffled(Seeds.derive(seed, STREAM)).get(pair % BallotOpenings.COUNT);
        }

        @Override
        public String describe() {
            return "ballot";
        }
    }
}
