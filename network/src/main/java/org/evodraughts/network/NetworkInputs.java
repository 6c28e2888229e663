package org.evodraughts.network;

import java.util.Arrays;
import java.util.Locale;
import org.evodraughts.checkers.Side;

/**
 * What a network's first layer reads ({@code network.inputs}, {@code --inputs}): the card's
 * sub-square sums, one input per piece kind and square, or both, sums first.
 *
 * <p>Every kind is linear in the pieces, so the first layer folds into one row per piece kind
 * and square whatever the inputs ({@link FoldedNetwork}): a search pays the same for each.
 */
public enum NetworkInputs {
    /** The card's 91 sums of square values over every 3×3 … 8×8 sub-square ({@link SubSquareInputs}). */
    SUBSQUARES("subsquares", SubSquareInputs.NAME, SubSquareInputs.COUNT),
    /** 120 inputs, one per piece kind and square ({@link PieceInputs}). */
    PIECES("pieces", PieceInputs.NAME, PieceInputs.COUNT),
    /** The 91 sums, then the 120 piece inputs: 211. */
    BOTH("both", SubSquareInputs.NAME + "+" + PieceInputs.NAME, SubSquareInputs.COUNT + PieceInputs.COUNT);

    /** The file format's version of every encoding. */
    public static final int VERSION = 1;

    private final String key;
    private final String fileName;
    private final int count;

    NetworkInputs(String key, String fileName, int count) {
        this.key = key;
        this.fileName = fileName;
        this.count = count;
    }

    /** The name in a configuration and on the command line: {@code subsquares}, {@code pieces} or {@code both}. */
    public String key() {
        return key;
    }

    /** The name in a network file's {@code inputEncoding}. */
    public String fileName() {
        return fileName;
    }

    /** How many inputs. */
    public int count() {
        return count;
    }

    /** Whether the inputs hold the sub-square sums, and so the king value K. */
    public boolean hasSubSquares() {
        return this != PIECES;
    }

    /** Whether the inputs hold one input per piece kind and square. */
    public boolean hasPieces() {
        return this != SUBSQUARES;
    }

    /** The first piece input's index: after the sums, if there are any. */
    int firstPieceInput() {
        return hasSubSquares() ? SubSquareInputs.COUNT : 0;
    }

    /**
     * Writes the {@link #count()} inputs for the position seen by {@code side} into
     * {@code out[offset..]}: the sums first, then the piece inputs. Does not allocate.
     */
    public void encode(int black, int white, int kings, Side side, double kingValue, double[] out, int offset) {
        if (hasSubSquares()) {
            SubSquareInputs.encode(black, white, kings, side, kingValue, out, offset);
        }
        if (hasPieces()) {
            PieceInputs.encode(black, white, kings, side, out, offset + firstPieceInput());
        }
    }

    /** Whether a network reading {@code smaller}'s inputs can grow into one reading these, every input kept. */
    public boolean holds(NetworkInputs smaller) {
        return this == smaller || this == BOTH;
    }

    /** The inputs a configuration or command line names, by {@link #key()}. */
    public static NetworkInputs ofKey(String key) {
        for (NetworkInputs inputs : values()) {
            if (inputs.key.equals(key.toLowerCase(Locale.ROOT))) {
                return inputs;
            }
        }
        throw new IllegalArgumentException("'" + key + "' is not a kind of inputs: use " + keys());
    }

    /** The inputs a network file's {@code inputEncoding} names, or null. */
    static NetworkInputs ofFileName(String name) {
        return Arrays.stream(values()).filter(inputs -> inputs.fileName.equals(name)).findFirst().orElse(null);
    }

    /** "subsquares, pieces or both". */
    public static String keys() {
        return "subsquares, pieces or both";
    }

    @Override
    public String toString() {
        return key;
    }
}
