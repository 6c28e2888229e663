package org.evodraughts.ga.loop;

/**
 * How a session of a run ended.
 *
 * @param reason         why it ended
 * @param lastGeneration the last completed (and saved) generation, or −1 if none was
 */
public record RunOutcome(Reason reason, int lastGeneration) {
    /** Why a run ended. */
    public enum Reason {
        /** The configured number of generations is complete. */
        GENERATIONS_DONE,
        /** The time budget is spent. */
        TIME_BUDGET_SPENT,
        /** It was asked to stop (Ctrl-C); an unfinished generation was dropped. */
        STOPPED,
        /** An error ended it (only listeners hear of this; the error itself is thrown). */
        FAILED
    }
}
