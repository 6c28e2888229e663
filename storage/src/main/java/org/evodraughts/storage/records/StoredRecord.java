package org.evodraughts.storage.records;

import org.evodraughts.run.RunId;

/**
 * One thing a {@code RunStore} saves. Each kind has a key within its run; saving a record whose
 * key is already stored replaces the stored one, so a retried save never duplicates.
 */
public sealed interface StoredRecord permits RunRecord, GenerationRecord, ChampionRecord, GameRecord {
    /** The run this record belongs to. */
    RunId runId();

    /** The record's key in words, for log and error messages, e.g. {@code champion 12 of run r1}. */
    String describeKey();

    /** Checks a generation number: 0 or more. */
    static int checkGeneration(int generation) {
        if (generation < 0) {
            throw new IllegalArgumentException("generation must be 0 or more, got " + generation);
        }
        return generation;
    }
}
