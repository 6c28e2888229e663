package org.evodraughts.storage.records;

/**
 * One thing a {@code RunStore} saves. Each kind has a key within its run; saving a record whose
 * key is already stored replaces the stored one, so a retried save never duplicates.
 */
public sealed interface StoredRecord permits RunRecord, GenerationRecord, ChampionRecord, GameRecord {
    /** The run this record belongs to. */
    String runId();

    /** The record's key in words, for log and error messages, e.g. {@code champion 12 of run r1}. */
    String describeKey();

    /** Checks a run id: not blank, at most 256 characters, no control characters. */
    static String checkRunId(String runId) {
        if (runId == null || runId.isBlank()) {
            throw new IllegalArgumentException("run id is empty");
        }
        if (runId.length() > 256) {
            throw new IllegalArgumentException("run id is longer than 256 characters: " + runId.substring(0, 40) + "…");
        }
        if (runId.chars().anyMatch(Character::isISOControl)) {
            throw new IllegalArgumentException("run id contains a control character: " + runId.replaceAll("\\p{Cntrl}", "?"));
        }
        // A run id names a directory under runs/: one plain name, never a path out of it.
        if (runId.indexOf('/') >= 0 || runId.indexOf('\\') >= 0 || runId.equals(".") || runId.equals("..")) {
            throw new IllegalArgumentException("run id '" + runId + "' is not a plain name: it must not contain / or \\ "
                    + "or be . or ..");
        }
        return runId;
    }

    /** Checks a generation number: 0 or more. */
    static int checkGeneration(int generation) {
        if (generation < 0) {
            throw new IllegalArgumentException("generation must be 0 or more, got " + generation);
        }
        return generation;
    }
}
