package org.evodraughts.storage.journal;

import org.evodraughts.storage.codec.RecordDocuments;
import org.evodraughts.storage.records.ChampionRecord;
import org.evodraughts.storage.records.GameRecord;
import org.evodraughts.storage.records.GenerationRecord;
import org.evodraughts.storage.records.RunRecord;
import org.evodraughts.storage.records.StoredRecord;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.LinkOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.bson.BsonDocument;
import org.bson.BsonString;
import org.bson.RawBsonDocument;
import org.bson.codecs.BsonDocumentCodec;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.evodraughts.files.AtomicFiles;
import org.evodraughts.files.OwnTree;
import org.evodraughts.files.TextFiles;
import org.evodraughts.files.Printable;

/**
 * Saves not yet delivered to the database, kept durably in a directory: one file per save,
 * {@code <sequence>.bson}, written atomically through the run directory's {@link OwnTree} (so a
 * crash leaves each entry whole or absent, and no link in the run is followed) and deleted once
 * delivered. The file holds the BSON document
 * {@code {kind: "run"|"generation"|"champion"|"game", record: <the record's document>}}.
 * Sequence numbers give the order; they continue after the highest one found on opening.
 *
 * <p>An entry the database refuses (see {@link ResilientRunStore}) is moved to the
 * {@code rejected} subdirectory rather than deleted, so nothing is silently lost.
 *
 * <p>Not thread-safe: its owner serialises calls.
 */
public final class WriteJournal {
    private static final Logger log = LoggerFactory.getLogger(WriteJournal.class);
    private static final Pattern ENTRY_NAME = Pattern.compile("(\\d{19})\\.bson");
    public static final String REJECTED = "rejected";

    /** One queued save. {@code file} is null when it could not be written (kept in memory only). */
    public record Entry(long sequence, Path file, StoredRecord record) {
    }

    private final OwnTree tree;
    private final Path directory;
    private long nextSequence;

    private WriteJournal(OwnTree tree, Path directory, long nextSequence) {
        this.tree = tree;
        this.directory = directory;
        this.nextSequence = nextSequence;
    }

    /**
     * Opens the journal in {@code directory} (which need not exist yet) and returns it with the
     * entries it holds, oldest first. Leftover temporary files from a crash are deleted; an entry
     * that cannot be read is moved to {@code rejected} with an error logged.
     */
    public static Opened open(Path directory) throws IOException {
        OwnTree tree = treeOf(directory);
        List<Entry> entries = new ArrayList<>();
        long highest = -1;
        if (Files.isDirectory(directory, LinkOption.NOFOLLOW_LINKS)) {
            List<Path> files = new ArrayList<>();
            try (DirectoryStream<Path> stream = Files.newDirectoryStream(directory)) {
                for (Path file : stream) {
                    if (Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) {
                        files.add(file);
                    }
                }
            }
            files.sort(Comparator.comparing(Path::getFileName));
            for (Path file : files) {
                Matcher name = ENTRY_NAME.matcher(file.getFileName().toString());
                if (AtomicFiles.isTemporary(file)) {
                    tree.delete(file);
                } else if (name.matches()) {
                    long sequence = Long.parseLong(name.group(1));
                    highest = Math.max(highest, sequence);
                    byte[] bytes = TextFiles.readBytes(file, "queued write");
                    try {
                        entries.add(new Entry(sequence, file, decode(bytes)));
                    } catch (RuntimeException e) {
                        // A torn or foreign file: set it aside rather than block the others.
                        Path moved = moveToRejected(tree, directory, file, bytes);
                        // The reason may quote the file's bytes: one line, and no terminal control characters.
                        log.error("queued write {} cannot be read and was moved to {}: {}", file, moved,
                                Printable.excerpt(String.valueOf(e.getMessage()), 200));
                    }
                }
            }
        }
        return new Opened(new WriteJournal(tree, directory, highest + 1), List.copyOf(entries));
    }

    /**
     * The tree the journal in {@code directory} is written as: its parent's, the run directory,
     * so that no link in the run is followed to it ({@link OwnTree}).
     */
    private static OwnTree treeOf(Path directory) {
        Path absolute = directory.toAbsolutePath();
        return OwnTree.of(absolute.getParent() != null ? absolute.getParent() : absolute);
    }

    /** How many entries the journal in {@code directory} holds, from its listing alone: it reads, moves and deletes nothing. */
    public static int count(Path directory) throws IOException {
        if (!Files.isDirectory(directory)) {
            return 0;
        }
        int count = 0;
        try (DirectoryStream<Path> stream = Files.newDirectoryStream(directory)) {
            for (Path file : stream) {
                if (ENTRY_NAME.matcher(file.getFileName().toString()).matches() && Files.isRegularFile(file)) {
                    count++;
                }
            }
        }
        return count;
    }

    /** A journal with the entries found on opening it. */
    public record Opened(WriteJournal journal, List<Entry> entries) {
    }

    /** Writes {@code record} durably as the newest entry. */
    public Entry append(StoredRecord record) throws IOException {
        long sequence = nextSequence++;
        tree.createDirectories(directory);
        Path file = directory.resolve(String.format("%019d.bson", sequence));
        tree.write(file, encode(record));
        return new Entry(sequence, file, record);
    }

    /** An entry for a record that could not be written to disk, kept in order with the others. */
    Entry inMemory(StoredRecord record) {
        return new Entry(nextSequence++, null, record);
    }

    /** Deletes a delivered entry. */
    void remove(Entry entry) throws IOException {
        if (entry.file() != null) {
            tree.delete(entry.file());
        }
    }

    /** Moves an entry the database refused to {@code rejected}; returns where it went. */
    Path reject(Entry entry) throws IOException {
        byte[] bytes = encode(entry.record());
        if (entry.file() == null) {
            Path file = directory.resolve(REJECTED).resolve(String.format("%019d.bson", entry.sequence()));
            tree.createDirectories(file.getParent());
            tree.write(file, bytes);
            return file;
        }
        return moveToRejected(tree, directory, entry.file(), bytes);
    }

    Path directory() {
        return directory;
    }

    /** Moves {@code file}, whose bytes are {@code bytes}, to {@code rejected}: written there, then deleted here. */
    private static Path moveToRejected(OwnTree tree, Path directory, Path file, byte[] bytes) throws IOException {
        Path moved = directory.resolve(REJECTED).resolve(file.getFileName());
        tree.createDirectories(moved.getParent());
        tree.write(moved, bytes);
        tree.delete(file);
        return moved;
    }

    static byte[] encode(StoredRecord record) {
        String kind = switch (record) {
            case RunRecord ignored -> "run";
            case GenerationRecord ignored -> "generation";
            case ChampionRecord ignored -> "champion";
            case GameRecord ignored -> "game";
        };
        BsonDocument entry = new BsonDocument("kind", new BsonString(kind)).append("record", RecordDocuments.toDocument(record));
        ByteBuffer bytes = new RawBsonDocument(entry, new BsonDocumentCodec()).getByteBuffer().asNIO();
        byte[] copy = new byte[bytes.remaining()];
        bytes.get(copy);
        return copy;
    }

    static StoredRecord decode(byte[] bytes) {
        BsonDocument entry = new RawBsonDocument(bytes);
        BsonDocument record = entry.getDocument("record");
        String kind = entry.getString("kind").getValue();
        return switch (kind) {
            case "run" -> RecordDocuments.run(record);
            case "generation" -> RecordDocuments.generation(record);
            case "champion" -> RecordDocuments.champion(record);
            case "game" -> RecordDocuments.game(record);
            default -> throw new IllegalArgumentException("unknown kind of queued write '" + kind + "'");
        };
    }
}
