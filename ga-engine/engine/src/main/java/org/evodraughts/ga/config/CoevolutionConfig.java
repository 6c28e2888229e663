package org.evodraughts.ga.config;

import com.fasterxml.jackson.annotation.JsonIgnore;

/**
 * The {@code coevolution} section: whether the tournament's games also train the networks that
 * played them, and whether parents move towards their better children. The first is as in Szubert, Jaśkowski and Krawiec's coevolutionary temporal difference
 * learning (CTDL), where TD learns from the coevolution's own games
 * ({@code org.evodraughts.ga.fitness.TournamentLearning}); the second Lucas and Runarsson's parent-child
 * averaging ({@code org.evodraughts.ga.fitness.ParentChildAveraging}). Both off by default.
 *
 * @param learn the share of its tournament games (its hall-of-fame games, the archive, among
 *              them) that each individual learns from after the tournament, by TD-Leaf at
 *              {@code refinement.depth} with {@code refinement.alpha} and {@code refinement.lambda},
 *              both players of a game each learning from the whole of it; the trained weights go
 *              back into the genome and keep the score the untrained ones earned (0–1; 0: off).
 *              With {@code refinement.games}, the self-play training, it sets the share of
 *              training beside selection
 * @param averaging parent-child averaging (Lucas and Runarsson): how far a parent moves towards its
 *              best child when that child outscored it in the tournament, w ← w + β·(w_child − w),
 *              keeping its own score (0–1; 0: off, the parent stays as it is)
 */
public record CoevolutionConfig(double learn, double averaging) {
    /** Off: every tournament game is spent on fitness alone, and parents stay as they are. */
    public static final CoevolutionConfig NONE = new CoevolutionConfig(0, 0);

    public CoevolutionConfig {
        if (!(learn >= 0 && learn <= 1)) {
            throw new IllegalArgumentException("coevolution.learn must be 0–1, got " + learn);
        }
        if (!(averaging >= 0 && averaging <= 1)) {
            throw new IllegalArgumentException("coevolution.averaging must be 0–1, got " + averaging);
        }
    }

    /** Whether any tournament game is learned from. */
    @JsonIgnore // not a key
    public boolean learns() {
        return learn > 0;
    }

    /** Whether parents move towards their better children. */
    @JsonIgnore // not a key
    public boolean averages() {
        return averaging > 0;
    }
}
