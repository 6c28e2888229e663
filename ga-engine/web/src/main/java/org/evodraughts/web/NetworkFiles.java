package org.evodraughts.web;

import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;
import org.evodraughts.files.TextFiles;
import org.evodraughts.network.NetworkDocument;
import org.evodraughts.network.NetworkFile;
import org.evodraughts.network.NetworkFileException;

/**
 * The network files a person put in the directory {@code serve --networks} names: its
 * {@code *.json} files (network files, champion files), offered as opponents by name. A name is
 * checked before any path is made from it, and the file it names must really lie in that
 * directory (a link out of it is refused, and not listed), so nothing else can be read, or
 * measured, through it. Files are
 * read with the project's reader, {@link NetworkFile#parse}, each time they are asked for.
 * Stateless apart from the directory; thread-safe.
 */
final class NetworkFiles {
    private static final Pattern NAME = Pattern.compile("[A-Za-z0-9][A-Za-z0-9._-]{0,127}\\.json");

    private final Optional<Path> directory;

    NetworkFiles(Optional<Path> directory) {
        this.directory = directory;
    }

    /** One file of the directory: its name, and why it cannot be played, or null. */
    record Listed(String name, long bytes, String problem) {}

    /** The directory's {@code *.json} files by name, each checked with the network file reader; empty without a directory. */
    List<Listed> list() throws IOException {
        if (directory.isEmpty() || !Files.isDirectory(directory.get())) {
            return List.of();
        }
        List<Path> files = new ArrayList<>();
        try (DirectoryStream<Path> stream = Files.newDirectoryStream(directory.get(), "*.json")) {
            stream.forEach(files::add);
        }
        files.sort(Comparator.comparing(p -> p.getFileName().toString()));
        Path root = directory.get().toRealPath();
        List<Listed> listed = new ArrayList<>();
        for (Path file : files) {
            String name = file.getFileName().toString();
            // A link out of the directory is not listed: its size was its target's, a file outside.
            if (!NAME.matcher(name).matches() || !Files.isRegularFile(file) || !file.toRealPath().getParent().equals(root)) {
                continue;
            }
            String problem = null;
            try {
                read(name);
            } catch (ApiException e) {
                problem = e.getMessage();
            }
            listed.add(new Listed(name, Files.size(file), problem));
        }
        return listed;
    }

    /**
     * The network in the file {@code name} of the directory: 400 naming the field {@code file}
     * for a name that is not a plain {@code *.json} file name or a file the reader refuses, 404
     * when there is no such file (or no directory).
     */
    NetworkDocument read(String name) throws IOException {
        if (name == null || !NAME.matcher(name).matches() || name.contains("..")) {
            throw ApiException.badRequest("file", "'" + Printing.quote(name) + "' is not the name of a network file "
                    + "(letters, digits, '.', '_' and '-', ending in .json)");
        }
        if (directory.isEmpty()) {
            throw ApiException.notFound("file", "serve was started without a networks directory (--networks DIR)");
        }
        Path root = directory.get().toRealPath();
        Path file = root.resolve(name);
        if (!Files.isRegularFile(file) || !file.toRealPath().getParent().equals(root)) {
            throw ApiException.notFound("file", "there is no network file '" + name + "' in the networks directory");
        }
        if (Files.size(file) > WebServer.MAX_BODY_BYTES) {
            throw ApiException.badRequest("file", name + " is " + Files.size(file) / 1024 + " KiB; a network file is at most "
                    + WebServer.MAX_BODY_BYTES / 1024 / 1024 + " MiB");
        }
        try {
            String text = StandardCharsets.UTF_8.newDecoder().decode(java.nio.ByteBuffer.wrap(
                    TextFiles.readBytes(file, "network file"))).toString(); // looked at again just before it is opened
            return NetworkFile.parse(text, name);
        } catch (CharacterCodingException e) {
            throw ApiException.badRequest("file", name + " is not UTF-8 text");
        } catch (NetworkFileException e) {
            throw ApiException.badRequest("file", e.getMessage());
        }
    }
}
