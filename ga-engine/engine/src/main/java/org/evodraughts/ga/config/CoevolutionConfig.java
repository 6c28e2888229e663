package org.evodraughts.ga.config;

import com.fasterxml.jackson.annotation.JsonIgnore;

/**
 * The {@code coevolution} section: whether the tournament's games also train the networks that
 * played them, as in Szubert, Jaśkowski and Krawiec's coevolutionary temporal difference
 * learning (CTDL), where TD learns from the coevolution's own games. Off by default (seed 001's
 * games are spent on fitness alone). See {@code org.evodraughts.ga.TournamentLearning}.
 *
 * @param learn the share of its tournament games (its hall-of-fame games, the archive, among
 *              them) that each individual learns from after the tournament, by TD-Leaf at
 *              {@code refinement.depth} with {@code refinement.alpha} and {@code refinement.lambda},
 *              both players of a game each learning from the whole of it; the trained weights go
 *              back into the genome and keep the score the untrained ones earned (0–1; 0: off).
 *              With {@code refinement.games}, the self-play training, it sets the share of
 *              training beside selection
 */
public record CoevolutionConfig(double learn) {
    /** Off: every tournament game is spent on fitness alone. */
    public static final CoevolutionConfig NONE = new CoevolutionConfig(0);

    public CoevolutionConfig {
        if (!(learn >= 0 && learn <= 1)) {
            throw new IllegalArgumentException("coevolution.learn must be 0–1, got " + learn);
        }
    }

    /** Whether any tournament game is learned from. */
    @JsonIgnore // not a key
    public boolean isOn() {
        return learn > 0;
    }
}
